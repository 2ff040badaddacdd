import type { AssessmentDomainKey } from "@tprm/api/schemas";

/** The keys of a domain's texts (assessmentDomains namespace), written out so every key is named in full. */
export interface DomainTextKeys {
  /** The full name, e.g. "Vendor financial resilience". */
  name: string;
  /** The tab's short label, e.g. "Financial". */
  short: string;
  description: string;
  team: string;
  methodology: string;
  regulatoryBasis: string;
}

export const DOMAIN_TEXTS: Readonly<Record<AssessmentDomainKey, DomainTextKeys>> = {
  vendorFinancialResilience: {
    name: "assessmentDomains:vendorFinancialResilience.name",
    short: "assessmentDomains:vendorFinancialResilience.short",
    description: "assessmentDomains:vendorFinancialResilience.description",
    team: "assessmentDomains:vendorFinancialResilience.team",
    methodology: "assessmentDomains:vendorFinancialResilience.methodology",
    regulatoryBasis: "assessmentDomains:vendorFinancialResilience.regulatoryBasis",
  },
  itBusinessContinuity: {
    name: "assessmentDomains:itBusinessContinuity.name",
    short: "assessmentDomains:itBusinessContinuity.short",
    description: "assessmentDomains:itBusinessContinuity.description",
    team: "assessmentDomains:itBusinessContinuity.team",
    methodology: "assessmentDomains:itBusinessContinuity.methodology",
    regulatoryBasis: "assessmentDomains:itBusinessContinuity.regulatoryBasis",
  },
  complianceLegal: {
    name: "assessmentDomains:complianceLegal.name",
    short: "assessmentDomains:complianceLegal.short",
    description: "assessmentDomains:complianceLegal.description",
    team: "assessmentDomains:complianceLegal.team",
    methodology: "assessmentDomains:complianceLegal.methodology",
    regulatoryBasis: "assessmentDomains:complianceLegal.regulatoryBasis",
  },
  tprmSubcontracting: {
    name: "assessmentDomains:tprmSubcontracting.name",
    short: "assessmentDomains:tprmSubcontracting.short",
    description: "assessmentDomains:tprmSubcontracting.description",
    team: "assessmentDomains:tprmSubcontracting.team",
    methodology: "assessmentDomains:tprmSubcontracting.methodology",
    regulatoryBasis: "assessmentDomains:tprmSubcontracting.regulatoryBasis",
  },
  concentrationSystem: {
    name: "assessmentDomains:concentrationSystem.name",
    short: "assessmentDomains:concentrationSystem.short",
    description: "assessmentDomains:concentrationSystem.description",
    team: "assessmentDomains:concentrationSystem.team",
    methodology: "assessmentDomains:concentrationSystem.methodology",
    regulatoryBasis: "assessmentDomains:concentrationSystem.regulatoryBasis",
  },
  reputationalStrategic: {
    name: "assessmentDomains:reputationalStrategic.name",
    short: "assessmentDomains:reputationalStrategic.short",
    description: "assessmentDomains:reputationalStrategic.description",
    team: "assessmentDomains:reputationalStrategic.team",
    methodology: "assessmentDomains:reputationalStrategic.methodology",
    regulatoryBasis: "assessmentDomains:reputationalStrategic.regulatoryBasis",
  },
  exitStrategyTermination: {
    name: "assessmentDomains:exitStrategyTermination.name",
    short: "assessmentDomains:exitStrategyTermination.short",
    description: "assessmentDomains:exitStrategyTermination.description",
    team: "assessmentDomains:exitStrategyTermination.team",
    methodology: "assessmentDomains:exitStrategyTermination.methodology",
    regulatoryBasis: "assessmentDomains:exitStrategyTermination.regulatoryBasis",
  },
  countryGeopolitical: {
    name: "assessmentDomains:countryGeopolitical.name",
    short: "assessmentDomains:countryGeopolitical.short",
    description: "assessmentDomains:countryGeopolitical.description",
    team: "assessmentDomains:countryGeopolitical.team",
    methodology: "assessmentDomains:countryGeopolitical.methodology",
    regulatoryBasis: "assessmentDomains:countryGeopolitical.regulatoryBasis",
  },
  esgAndAML: {
    name: "assessmentDomains:esgAndAML.name",
    short: "assessmentDomains:esgAndAML.short",
    description: "assessmentDomains:esgAndAML.description",
    team: "assessmentDomains:esgAndAML.team",
    methodology: "assessmentDomains:esgAndAML.methodology",
    regulatoryBasis: "assessmentDomains:esgAndAML.regulatoryBasis",
  },
};
