import { test } from './fixtures';
test('uncaught error fails', async ({ visitor }) => {
  test.fail();
  await visitor.open('/about/');
  await visitor.driver.executeScript('setTimeout(() => { throw new Error("gate-check") }, 0)');
});
test('inline script refused by CSP fails', async ({ visitor }) => {
  test.fail();
  await visitor.open('/about/');
  await visitor.driver.executeScript('const s = document.createElement("script"); s.textContent = "1"; document.body.append(s)');
});
test('console.error fails', async ({ visitor }) => {
  test.fail();
  await visitor.open('/about/');
  await visitor.driver.executeScript('console.error("gate")');
});
test('missing image 404 fails', async ({ visitor }) => {
  test.fail();
  await visitor.open('/about/');
  console.log(await visitor.driver.executeScript('return ["responseStatus" in PerformanceResourceTiming.prototype, navigator.userAgent]'));
  console.log(await visitor.driver.executeAsyncScript('const d = arguments[0]; const i = new Image(); i.onerror = () => d("errored"); i.onload = () => d("loaded"); i.src = "/nope.png"; document.body.append(i)'));
});
test('external request is blocked', async ({ visitor }) => {
  await visitor.open('/about/');
  const r = await visitor.driver.executeAsyncScript('const d = arguments[0]; fetch("https://example.com/").then(() => d("ok"), (e) => d("blocked " + e))');
  console.log(r);
});
test('fetch 404 fails', async ({ visitor }) => {
  test.fail();
  await visitor.open('/about/');
  await visitor.driver.executeAsyncScript('const d = arguments[0]; fetch("/nope.json").then(() => d(1), () => d(2))');
});
test('observed externals', async ({ visitor, observed }) => {
  await visitor.open('/');
  await visitor.open('/contact/');
  await visitor.driver.executeScript('window.scrollTo(0, document.body.scrollHeight)');
  await new Promise((r) => setTimeout(r, 2000));
  console.log(JSON.stringify(await observed(), null, 1).slice(0, 3000));
});
