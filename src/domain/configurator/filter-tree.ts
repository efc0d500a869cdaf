/**
 * The value trees the filter controls show: a dimension's hierarchy, or its values as a flat
 * tree, and the tree select's search (spec 001 §9: case-insensitive match on the start of the
 * label or of any word in it). Matches keep their ancestors, so a found canton stays under its
 * region.
 */
import type { Dimension, HierarchyValue } from '../data';

/** One node of a filter tree; `selectable` is false for hierarchy nodes without observations. */
export type FilterTreeNode = { value: string; label: string; selectable: boolean; children: FilterTreeNode[] };

const fromHierarchy = (nodes: HierarchyValue[]): FilterTreeNode[] =>
  nodes.map((node) => ({ value: String(node.value), label: node.label, selectable: node.hasValue, children: fromHierarchy(node.children ?? []) }));

/**
 * The tree of a dimension's values: its hierarchy when it has one, else one node per value.
 * `label` formats a value's label for display (dates by the dimension's time unit).
 */
export const filterTree = (dimension: Dimension, label: (label: string) => string = (l) => l): FilterTreeNode[] => {
  const hierarchy = 'hierarchy' in dimension ? dimension.hierarchy : undefined;
  const relabel = (nodes: FilterTreeNode[]): FilterTreeNode[] => nodes.map((n) => ({ ...n, label: label(n.label), children: relabel(n.children) }));
  if (hierarchy?.length) return relabel(fromHierarchy(hierarchy));
  return dimension.values.map((v) => ({ value: String(v.value), label: label(v.label), selectable: true, children: [] }));
};

/** Whether the dimension's values form a hierarchy of more than one level. */
export const hasHierarchy = (dimension: Dimension) => 'hierarchy' in dimension && !!dimension.hierarchy?.some((node) => node.children?.length);

/** Whether a label starts with the query, or one of its words does; case-insensitive. */
export const matchesSearch = (label: string, query: string) => {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const text = label.toLocaleLowerCase();
  // Words start after a space, hyphen, slash, bracket or apostrophe ("Basel-Stadt", "Appenzell (AR)").
  return text.startsWith(q) || text.split(/[\s\-/(),.'’]+/).some((word) => word.startsWith(q));
};

/** The tree pruned to the nodes whose label matches and their ancestors; the whole tree for an empty query. */
export const searchTree = (nodes: FilterTreeNode[], query: string): FilterTreeNode[] => {
  if (!query.trim()) return nodes;
  return nodes.flatMap((node) => {
    const children = searchTree(node.children, query);
    return matchesSearch(node.label, query) || children.length ? [{ ...node, children }] : [];
  });
};

/** The selectable values of a tree, depth first (the order the tree shows them). */
export const selectableValues = (nodes: FilterTreeNode[]): string[] =>
  nodes.flatMap((node) => [...(node.selectable ? [node.value] : []), ...selectableValues(node.children)]);
