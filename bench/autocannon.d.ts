// autocannon ships no types; the part bench/public.ts uses.
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
  export default autocannon;
}
