// `/template`'s sidebar (spec 2.10): 'All templates' and one view per author text.
export default function TemplatesSidebar() {
  return null;
}
