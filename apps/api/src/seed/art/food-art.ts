import { type BurgerArt, burgerSvg } from './burger.js';
import { type BrownieArt, brownieSvg } from './desserts.js';
import { type CupArt, cupSvg, type GlassArt, glassSvg } from './drinks.js';
import {
  type FriesArt,
  friesSvg,
  type NuggetsArt,
  nuggetsSvg,
  type OnionRingsArt,
  onionRingsSvg,
  type WedgesArt,
  wedgesSvg,
} from './sides.js';

/** How a product is drawn: its kind and that kind's colours and parts. */
export type FoodArt =
  | BurgerArt
  | FriesArt
  | WedgesArt
  | OnionRingsArt
  | NuggetsArt
  | CupArt
  | GlassArt
  | BrownieArt;

/**
 * The picture of a dish as an SVG document (640×480). `seed` places what is scattered (seeds,
 * crumbs, bubbles), so a picture is the same on every machine.
 */
export function foodArtSvg(art: FoodArt, seed: number): string {
  switch (art.kind) {
    case 'burger':
      return burgerSvg(art, seed);
    case 'fries':
      return friesSvg(art, seed);
    case 'wedges':
      return wedgesSvg(art, seed);
    case 'onion-rings':
      return onionRingsSvg(art, seed);
    case 'nuggets':
      return nuggetsSvg(art, seed);
    case 'cup':
      return cupSvg(art, seed);
    case 'glass':
      return glassSvg(art, seed);
    case 'brownie':
      return brownieSvg(art, seed);
  }
}
