// geoip-country ships no types; only its lookup is used (app/server/visitor.server.ts).
declare module 'geoip-country' {
  const geoip: { lookup(address: string): { country: string } | null };
  export default geoip;
}
