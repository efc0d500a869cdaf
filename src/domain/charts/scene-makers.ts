/** Every scene maker of the chart pipeline, for callers that draw any chart (the server, tests). */
import { mapScene } from './map/scene';
import type { SceneMakers } from './pipeline';
import { tableModel } from './table/model';
import { pagedTableModel } from './table/page';

export const SCENE_MAKERS: SceneMakers = { map: mapScene, table: tableModel, tablePage: pagedTableModel };
