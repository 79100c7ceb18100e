import { defaultModifierState, type ModifierState, resolveModifierWrite } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertChildren } from '../modules/modifiers/modifier-children.repo.js';
import { insertModifier } from '../modules/modifiers/modifiers.repo.js';

/** Prices in CLP minor units (spec §9: a unit of 100 cents), so $1.000 is 100000. */
const clp = (pesos: number) => pesos * 100;

interface DemoParent {
  name: string;
  dropdown_text: string;
  min: number;
  max: number;
  options: [name: string, priceVariation: number][];
}

const demoParents: DemoParent[] = [
  {
    name: 'Punto de la carne',
    dropdown_text: 'Elige el punto de la carne',
    min: 1,
    max: 1,
    options: [
      ['Jugoso', 0],
      ['A punto', 0],
      ['Tres cuartos', 0],
      ['Bien cocido', 0],
    ],
  },
  {
    name: 'Agregados',
    dropdown_text: 'Agrega lo que quieras',
    min: 0,
    max: 5,
    options: [
      ['Palta', clp(1000)],
      ['Tocino', clp(1200)],
      ['Queso cheddar', clp(800)],
      ['Huevo frito', clp(700)],
    ],
  },
  {
    name: 'Bebida del combo',
    dropdown_text: 'Elige tu bebida',
    min: 1,
    max: 1,
    options: [
      ['Coca-Cola 350 ml', 0],
      ['Coca-Cola Zero 350 ml', 0],
      ['Jugo natural', clp(990)],
    ],
  },
];

/** Checked by the same rules as the API, so the seed cannot hold what the console would refuse. */
function valid(body: Partial<ModifierState>): ModifierState {
  const result = resolveModifierWrite(body, null);
  if (!result.ok) throw new Error(`demo modifier ${body.name}: ${JSON.stringify(result.errors)}`);
  return result.modifier;
}

/** A few modifiers a burger chain uses, each parent with its options. */
export async function insertDemoModifiers(tx: Tx, tenantId: number): Promise<void> {
  for (const [position, parent] of demoParents.entries()) {
    const optionIds: number[] = [];
    for (const [name] of parent.options)
      optionIds.push(await insertModifier(tx, tenantId, valid({ name, type: 'child' })));
    const parentId = await insertModifier(
      tx,
      tenantId,
      valid({
        ...defaultModifierState(),
        name: parent.name,
        position,
        dropdown_text: parent.dropdown_text,
        min_quantity_modifiers: parent.min,
        max_quantity_modifiers: parent.max,
      }),
    );
    const children = parent.options.map(([, price], index) => ({
      child_modifier_id: optionIds[index] as number,
      position: index,
      price,
    }));
    await insertChildren(tx, tenantId, parentId, children);
  }
}
