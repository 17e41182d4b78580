// Listens to the <style-book interactive> on /style-book, as a theme's settings page would: each
// example chosen is written to the page's log (the block's name and the Styles section).
const book = document.querySelector('style-book');
const log = document.querySelector<HTMLElement>('[data-log-for="style-book"]');
book?.addEventListener('example-select', (event) => {
  const { name, section } = (event as CustomEvent<{ name: string; section: string }>).detail;
  if (log) log.textContent = `${log.textContent ?? ''}example-select ${name} ${section}\n`;
});
