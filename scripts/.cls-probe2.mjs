import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__log = [];
  const sample = () => {
    const q = (s) => { const e = document.querySelector(s); return e ? Math.round(e.getBoundingClientRect().height) : null; };
    const sig = JSON.stringify({ header: q('header'), main: q('main'), vp: q('.vt-banner-carousel__viewport'), ctr: q('.vt-banner-carousel__controls'), first: q('main > *') , kids: [...(document.querySelector('main')?.children||[])].map(c=>c.className+':'+Math.round(c.getBoundingClientRect().height)).join(',')});
    if (window.__log.at(-1)?.sig !== sig) window.__log.push({ t: Math.round(performance.now()), sig });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
});
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
for (const e of await page.evaluate(() => window.__log)) console.log(e.t, e.sig);
await browser.close();
