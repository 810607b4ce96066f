import { isCountryCode } from '../artist-rules';

/** ISO 4217 currency codes in circulation (the alphabetic codes; funds and precious metals left out). */
const CURRENCIES = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF ' +
    'CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG ' +
    'HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA ' +
    'MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD ' +
    'RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX ' +
    'USD UYU UZS VES VND VUV WST XAF XCD XCG XDR XOF XPF YER ZAR ZMW ZWG'
  ).split(' '),
);

export function isCurrencyCode(code: string): boolean {
  return CURRENCIES.has(code);
}

/**
 * A statement's territory as an upper-case ISO country code, 'WW' for a worldwide line (DDEX writes 'Worldwide';
 * a CSV may write 'WW'), or null when it is neither.
 */
export function statementTerritory(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (code === 'WORLDWIDE' || code === 'WW') return 'WW';
  return isCountryCode(code) ? code : null;
}
