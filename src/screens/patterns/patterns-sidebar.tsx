// `/pattern`'s sidebar (spec 2.9): the pattern categories and the template part areas.
export default function PatternsSidebar() {
  return null;
}
