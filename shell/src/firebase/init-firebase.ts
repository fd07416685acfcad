// Starts the backend-as-a-service SDK only when it is configured. Only the app object is
// created: no service (auth, database) is touched, so start-up makes no network call.
declare const FLX_FIREBASE_CONFIG: Record<string, string> | null;

export async function initFirebase(config = FLX_FIREBASE_CONFIG): Promise<boolean> {
  if (!config) return false;
  const { initializeApp } = await import('firebase/app');
  initializeApp(config);
  return true;
}
