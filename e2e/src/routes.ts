// Every route of the spec's route table (section 2) with the screen it must mount, as the
// composed site is visited: used by the route tests and by the bundle benchmark.
export const ROUTES: readonly (readonly [path: string, screen: string])[] = [
  ['/', 'survey'],
  ['/survey-form', 'survey'],
  ['/us', 'survey'],
  ['/uk', 'survey'],
  ['/thank-you?moid=M1&pid=P1&status=Success&currency=INR&amount=999', 'thank-you'],
  ['/us/thank-you', 'thank-you'],
  ['/uk/thank-you', 'thank-you'],
  ['/privacy_policy', 'privacy-policy'],
  ['/payment-failure?back=/response/checkout/abc', 'payment-failed'],
  ['/response/abc?Fx=f1&Rx=r1', 'lead'],
  ['/us/response/abc', 'lead'],
  ['/uk/response/abc', 'lead'],
  ['/response/checkout/abc', 'checkout'],
  ['/us/response/checkout/abc', 'checkout'],
  ['/uk/response/checkout/abc', 'checkout'],
  ['/no/such/page', 'unexpected-error'],
];
