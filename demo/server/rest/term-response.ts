// A term as WordPress's terms controller answers it, and the unique slug a new name gets.
import type { TermRow } from '../db/terms';
import type { TaxonomyDefinition } from '../site/taxonomies';
import { type RestContext, withCuries } from './context';
import { slugify } from './posts/post-response';

export function prepareTerm(ctx: RestContext, taxonomy: TaxonomyDefinition, term: TermRow) {
  const base = `${ctx.restRoot}wp/v2/${taxonomy.restBase}`;
  return {
    id: term.id,
    count: term.count,
    description: term.description,
    link: `${ctx.origin}/?${taxonomy.slug}=${encodeURIComponent(term.slug)}`,
    name: term.name,
    slug: term.slug,
    taxonomy: taxonomy.slug,
    ...(taxonomy.hierarchical ? { parent: term.parent } : {}),
    meta: [],
    _links: withCuries({
      self: [{ href: `${base}/${term.id}` }],
      collection: [{ href: base }],
      about: [{ href: `${ctx.restRoot}wp/v2/taxonomies/${taxonomy.slug}` }],
      'wp:post_type': taxonomy.types.map((type) => ({
        href: `${ctx.restRoot}wp/v2/${type}?${taxonomy.slug}=${term.id}`,
      })),
    }),
  };
}

export function uniqueTermSlug(
  ctx: RestContext,
  taxonomy: string,
  wanted: string,
  exceptId = 0,
): string {
  const base = slugify(wanted) || 'term';
  let slug = base;
  for (let n = 2; ; n++) {
    const existing = ctx.site.terms.bySlug(taxonomy, slug);
    if (!existing || existing.id === exceptId) return slug;
    slug = `${base}-${n}`;
  }
}
