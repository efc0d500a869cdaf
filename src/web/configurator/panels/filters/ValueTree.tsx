/** A dimension's values as nested lists: an option where a value can be chosen, the group's name elsewhere. */
import type { ReactNode } from 'react';
import type { FilterTreeNode } from '../../../../domain/configurator/filter-tree';

export const ValueTree = ({ nodes, option }: { nodes: FilterTreeNode[]; option: (node: FilterTreeNode) => ReactNode }) => (
  <ul className="tree">
    {nodes.map((node) => (
      <li key={node.value}>
        {node.selectable ? option(node) : <span className="tree-group">{node.label}</span>}
        {node.children.length > 0 && <ValueTree nodes={node.children} option={option} />}
      </li>
    ))}
  </ul>
);
