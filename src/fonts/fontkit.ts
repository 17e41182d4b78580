// fontkit, about 180 KB gzipped: imported only through this module, with `import()` when the
// first font file is uploaded, so its chunk is named after it and loads with nothing else.
export { create } from 'fontkit';
