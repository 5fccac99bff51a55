import type { AppConfig } from '../../../config';

export interface CarrierEndpoint {
  /** The carrier's DCSA Track & Trace base URL, before `/v2/…`. */
  url: string;
  apiKey?: string;
}

/**
 * Where a carrier's DCSA Track & Trace API is: TRACKING_CARRIERS by SCAC, else the carrier
 * simulator when TRACKING_SIMULATOR_URL is set (demo, tests); none for a carrier offering none.
 */
export function carrierEndpoint(config: AppConfig['tracking'], scac: string): CarrierEndpoint | undefined {
  const configured = config.carriers[scac];
  if (configured) return { url: configured.url.replace(/\/$/, ''), apiKey: configured.apiKey };
  return config.simulatorUrl ? { url: config.simulatorUrl } : undefined;
}
