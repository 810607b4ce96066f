/** A store configuration that cannot work: a bad environment value, a broken package, two stores with one id. */
export class StoreConfigError extends Error {
  override readonly name = 'StoreConfigError';

  constructor(
    message: string,
    /** The environment variable at fault, when there is one. */
    readonly variable?: string,
  ) {
    super(variable ? `${variable}: ${message}` : message);
  }
}
