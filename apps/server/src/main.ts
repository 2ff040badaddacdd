import { loadEnv } from "@tprm/api";
import { buildApp } from "./app.js";
import { createServices } from "./services.js";

const env = loadEnv();
const services = createServices(env);
const app = await buildApp(services, { logger: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await services.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
