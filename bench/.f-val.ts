import { validateConfigBundle } from '../src/runtime/index.js';
import { widgetRegistry } from '../widgets/index.js';
const bundle = await (await fetch('http://127.0.0.1:8201/config/bundle')).json();
for (let i = 0; i < 5; i++) { const t = performance.now(); const e = validateConfigBundle(bundle, widgetRegistry); console.log(e.length, (performance.now() - t).toFixed(1)); }
console.log(Object.keys(bundle), JSON.stringify(bundle).length);
let t=performance.now(); for (let i=0;i<20;i++) await (await fetch('http://127.0.0.1:8201/config/bundle')).json(); console.log('fetch', (performance.now()-t)/20);
