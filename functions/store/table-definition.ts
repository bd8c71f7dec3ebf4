/**
 * The single table's physical shape. The CDK stack and the local DynamoDB
 * emulator are both built from this one definition.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Items with this attribute (Unix seconds) are deleted by DynamoDB TTL, and read as absent once past. */
  timeToLiveAttribute: 'ttl',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
