// Images imported by the bundle resolve to their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
