// `npm run dev`: the same server with Vite in-process (hot reload, no build step).
import { main } from './index';

await main();
