export * from './rail';
export { StripeRail, type StripeRailOptions } from './stripe-rail';
export { PayoneerRail, type PayoneerRailOptions } from './payoneer-rail';
export { FakeRail, type FakePayment } from './fake-rail';
export { railsFromEnv } from './rails-from-env';
