import { launchBrowser, serveDist } from '/work/main/tests/browser/helpers.mjs';
const server = await serveDist(process.env.DIST ?? '/work/main/dist');
const browser = await launchBrowser();
const shots = JSON.parse(process.argv[2]);
for (const [name, link, w, h, scheme] of shots) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme ?? 'light' });
  const pg = await ctx.newPage();
  await pg.goto(`${server.url}index.html#${link}`);
  await pg.waitForSelector('html[data-ready=true]', { state: 'attached' });
  await pg.waitForTimeout(1500);
  await pg.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
}
await browser.close(); await server.close();
