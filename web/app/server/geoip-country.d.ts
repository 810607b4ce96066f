// geoip-country ships no types; this is the part of its API that countryOfAddress uses.
declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string } | null };
  export default geoip;
}
