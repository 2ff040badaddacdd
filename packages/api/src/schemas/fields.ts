// Field builders and value lists every domain's schemas share: money, text, country, currency and risk level.
// Browser-safe (no server code): the web gets them through "@tprm/api/schemas".
import { z } from "zod";
import { MAX_CENTS, toCents } from "../lib/money.js";
import { RISK_LEVELS } from "../lib/risk-levels.js";

export { RISK_LEVEL_LABELS, RISK_LEVELS, type RiskLevelValue } from "../lib/risk-levels.js";

/** ISO 3166-1 alpha-2, the 249 officially assigned codes. */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO " +
  "FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE " +
  "JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO " +
  "MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW " +
  "PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM " +
  "TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/** ISO 4217 currencies in circulation. */
export const CURRENCY_CODES = (
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF " +
  "CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL " +
  "HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL " +
  "MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON " +
  "RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS " +
  "UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XDR XOF XPF XSU YER ZAR ZMW ZWG ZWL"
).split(" ");

const COUNTRY_SET = new Set(COUNTRY_CODES);
const CURRENCY_SET = new Set(CURRENCY_CODES);

/**
 * An amount of money: a number or a numeric string with at most 2 decimals, never negative. Parsed exactly into a
 * decimal string ("1234.50") for the numeric(18,2) column.
 */
export const moneyField = (label = "Amount") =>
  z.union([z.number(), z.string().trim()], { error: `${label} must be a number` }).transform((value, ctx) => {
    try {
      const cents = toCents(value);
      if (cents < 0n) {
        ctx.addIssue({ code: "custom", message: `${label} cannot be negative` });
        return z.NEVER;
      }
      if (cents > MAX_CENTS) {
        ctx.addIssue({ code: "custom", message: `${label} is too large` });
        return z.NEVER;
      }
      return `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
    } catch {
      ctx.addIssue({ code: "custom", message: `${label} must be a number with at most 2 decimals` });
      return z.NEVER;
    }
  });

/** Optional free text: trimmed; "" or null clears it (update), undefined leaves it as it is. */
export const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === "" ? null : v));

export const countryField = (label = "Country") =>
  z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v === "" ? null : v))
    .refine((v) => v == null || COUNTRY_SET.has(v), `${label} must be an ISO 3166-1 alpha-2 code such as GB or US`);

export const currencyField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => CURRENCY_SET.has(v), "Currency must be an ISO 4217 code such as USD, EUR or GBP");

export const riskLevelField = z.enum(RISK_LEVELS, { error: "Choose Low, Medium, High or Critical" });

/** A risk level in an answer. */
export const riskLevelOutput = z.enum(RISK_LEVELS);

/** An exact amount in an answer, e.g. "1234.50" (negative only for differences). */
export const decimalText = z.string().regex(/^-?\d+\.\d{2}$/);
