// AVA's configuration for `npm run test:slow`: the slow suites that `npm test` leaves out.
import { common, slowTests } from "./ava.config.js";

export default { ...common, files: slowTests };
