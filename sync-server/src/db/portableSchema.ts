// One set of migrations for both engines (docs/decisions/090): they are written with SQLite's type
// names, and in PostgreSQL mode this plugin turns each column type into its PostgreSQL equal.
// Queries other than CREATE and ALTER TABLE pass through untouched.
import type { ColumnDefinitionNode } from "kysely";
import {
  DataTypeNode,
  OperationNodeTransformer,
  RawNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

/**
 * SQLite's integer is 64-bit (millisecond times live there), its real is a double, and its text
 * compares byte by byte (ISO times, ids, the search words): PostgreSQL's equals are bigint, double
 * precision and text in the "C" collation, whatever the database's locale.
 */
const POSTGRES_TYPES: Partial<Record<string, string>> = {
  integer: "bigint",
  real: "double precision",
  blob: "bytea",
  text: 'text collate "C"',
};

class PostgresColumnTypes extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    const type = column.dataType;
    if (!DataTypeNode.is(type)) return column;
    const replacement = POSTGRES_TYPES[type.dataType];
    return replacement ? { ...column, dataType: RawNode.createWithSql(replacement) } : column;
  }
}

const SCHEMA_KINDS = new Set<OperationNode["kind"]>(["CreateTableNode", "AlterTableNode"]);

export function portableSchema(): KyselyPlugin {
  const transformer = new PostgresColumnTypes();
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      return SCHEMA_KINDS.has(node.kind) ? transformer.transformNode(node) : node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
}
