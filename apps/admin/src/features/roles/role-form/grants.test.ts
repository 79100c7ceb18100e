import { describe, expect, it } from 'vitest';
import type { Policy } from '../api.js';
import {
  columnState,
  everythingState,
  grantsOfRole,
  matrixColumns,
  policiesBody,
  rowState,
  setCell,
  setColumn,
  setEverything,
  setRow,
} from './grants.js';

const policy = (id: number, key: string, actions: string[]): Policy => ({
  id,
  key,
  name: key,
  path: `/${key}`,
  actions: actions.map((action) => ({ key: action, label: action })),
});

const stores = policy(7, 'stores', ['show', 'create', 'update', 'delete', 'massive_update']);
const orders = policy(3, 'orders', ['show', 'update', 'export_orders', 'full_list']);
const kpi = policy(12, 'kpi', ['show', 'orders', 'summary']);
const all = [orders, stores, kpi];

describe('the policy × action matrix', () => {
  it('has a column per action some area offers, the everyday four first in the spec order', () => {
    expect(matrixColumns(all)).toEqual([
      'show',
      'create',
      'update',
      'delete',
      'orders',
      'export_orders',
      'full_list',
      'summary',
      'massive_update',
    ]);
  });

  it('puts an action the catalogue does not know after the known ones', () => {
    expect(matrixColumns([policy(1, 'x', ['beta', 'show'])])).toEqual(['show', 'beta']);
  });

  it('ticks a cell in the order the area offers its actions, and drops an area left without ticks', () => {
    let grants = setCell({}, stores, 'update', true);
    grants = setCell(grants, stores, 'show', true);
    expect(grants).toEqual({ 7: ['show', 'update'] });
    grants = setCell(setCell(grants, stores, 'show', false), stores, 'update', false);
    expect(grants).toEqual({});
  });

  it('ticks and clears a whole row', () => {
    const grants = setRow({}, orders, true);
    expect(grants).toEqual({ 3: ['show', 'update', 'export_orders', 'full_list'] });
    expect(rowState(grants, orders)).toBe('all');
    expect(setRow(grants, orders, false)).toEqual({});
  });

  it('ticks a whole column only where the area offers the action', () => {
    const grants = setColumn({}, all, 'update', true);
    expect(grants).toEqual({ 3: ['update'], 7: ['update'] });
    expect(columnState(grants, all, 'update')).toBe('all');
    expect(columnState(grants, all, 'show')).toBe('none');
    expect(columnState(setCell(grants, kpi, 'show', true), all, 'show')).toBe('some');
  });

  it('tells a part-ticked row and matrix', () => {
    const grants = setCell({}, stores, 'show', true);
    expect(rowState(grants, stores)).toBe('some');
    expect(rowState(grants, orders)).toBe('none');
    expect(everythingState(grants, all)).toBe('some');
    expect(everythingState(setEverything(all, true), all)).toBe('all');
    expect(setEverything(all, false)).toEqual({});
  });

  it('reads the ticks of a saved role, leaving out areas with every action off', () => {
    const role = {
      policies: [
        {
          policyId: 7,
          key: 'stores',
          path: '/stores',
          actions: [
            { key: 'show', label: 'visualizar info', active: true },
            { key: 'create', label: 'crear', active: false },
          ],
        },
        {
          policyId: 3,
          key: 'orders',
          path: '/orders',
          actions: [{ key: 'show', label: 'visualizar info', active: false }],
        },
      ],
    };
    expect(grantsOfRole(role)).toEqual({ 7: ['show'] });
  });

  it('sends each ticked area with all its actions switched on or off, and no other area', () => {
    const grants = { 7: ['show'], 12: ['show', 'summary'] };
    expect(policiesBody(grants, all)).toEqual([
      {
        policy_id: 7,
        actions: [
          { key: 'show', active: true },
          { key: 'create', active: false },
          { key: 'update', active: false },
          { key: 'delete', active: false },
          { key: 'massive_update', active: false },
        ],
      },
      {
        policy_id: 12,
        actions: [
          { key: 'show', active: true },
          { key: 'orders', active: false },
          { key: 'summary', active: true },
        ],
      },
    ]);
  });
});
