import { clusterByEvent } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from './script-material.ts';

/** Reports of fictional outlets for the clustering tests: one funding round told by two outlets, a rival's beside it. */
export const HOUR = 3600;
export const NOW = Date.UTC(2026, 2, 12, 12) / 1000;

export const outlet = (id: string, source: string, title: string, text: string, hoursAgo = 1): ScriptItem =>
  makeItem({ id, source_id: `src_${source.toLowerCase().replace(/\W+/g, '_')}`, source_name: source, title, text, published_at: NOW - hoursAgo * HOUR });

export const harbour = outlet('a', 'Harbourlight Post', 'Voltway raises €300m to double charging network',
  'Charging operator Voltway has raised €300m from a group of infrastructure funds led by a Canadian pension fund. The money will pay for 2,500 new fast chargers across Germany, France and the Benelux by 2027.');
export const quarry = outlet('b', 'Quarry Hill Gazette', 'Pension fund leads big funding round for motorway charger firm',
  "A Canadian pension fund is leading a €300m investment in Voltway, the Dutch company that runs fast-charging hubs at motorway service stations. Voltway's chief executive said it was profitable at 60 of its 180 sites.");
export const rival = outlet('c', 'Meridian Ledger', 'Ampera raises $120m for kerbside chargers',
  'Start-up Ampera, which fits chargers into lamp posts on residential streets, raised $120m in a round led by a Californian venture firm. It plans to install 40,000 points in British and US cities.');

export const groups = (items: ScriptItem[]) => clusterByEvent(items, (item) => item, 'en').map(({ lead, others }) => [lead.id, ...others.map(({ id }) => id)]);
