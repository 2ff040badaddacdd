export { scrapeText, serveClusterMetrics, shareWithPrimary } from "./cluster.js";
export { metricsOperation } from "./http.js";
export { createMetrics, type PlatformMetrics } from "./registry.js";
export { RequestWindow } from "./request-window.js";
export { routeLabel } from "./route-label.js";
export { isScrapeToken } from "./scrape-token.js";
