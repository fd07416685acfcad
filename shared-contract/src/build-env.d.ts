// Values each remote's build writes into its bundle.
/** The remote's own version, as its release manifest names it. */
declare const FLX_REMOTE_VERSION: string;
