import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const path of (process.env.PATHS ?? '/categories/1').split(',')) {
  const r = await lighthouse(`http://127.0.0.1:3300${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  writeFileSync(`/tmp/lh/${path.replace(/\W/g,'_')}.json`, JSON.stringify(r!.lhr));
  console.log(path, 'perf', r!.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue);
  console.log(JSON.stringify((a['largest-contentful-paint-element'] as any).details?.items?.map((i: any) => i.items ?? i), null, 0).slice(0, 1500));
  console.log('bootup', JSON.stringify((a['bootup-time'] as any).details.items.slice(0,6).map((i:any)=>[i.url.slice(-50), Math.round(i.total), Math.round(i.scripting)])));
  console.log('mainthread', JSON.stringify((a['mainthread-work-breakdown'] as any).details.items.map((i:any)=>[i.group, Math.round(i.duration)])));
  console.log('render-blocking', JSON.stringify((a['render-blocking-resources'] as any).details?.items?.map((i:any)=>[i.url.slice(-50), i.wastedMs])));
  console.log('long tasks', JSON.stringify((a['long-tasks'] as any).details?.items?.slice(0,8).map((i:any)=>[i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)])));
}
await chrome.kill();
