import type { ColumnType } from 'kysely';
import type { HutRecord } from '../../src/api/contract/hut';

/**
 * Tables of huts and the local geodata (migration 0002). A hut is stored whole as its zod-checked
 * record (jsonb), with the columns look-ups filter on copied out beside it.
 */
type Json<T> = ColumnType<T, string, string>;

export interface HutsTable {
  sector: string;
  id: string;
  postcode: string;
  latitude: number;
  longitude: number;
  test: boolean;
  data: Json<HutRecord>;
}

export interface HutTables {
  huts: HutsTable;
}
