import { HANDLERS } from "./handlers/index.js";
import { runWorkerProcess } from "./process.js";

runWorkerProcess(HANDLERS);
