/**
 * Which shell a route renders in. A route opts out of the console shell with `fullScreen: true`
 * in the route table (the page builder will); routes without the flag use the console layout.
 */
export type RouteLayout = 'console' | 'full-screen';

export function routeLayout(route: object): RouteLayout {
  return 'fullScreen' in route && route.fullScreen === true ? 'full-screen' : 'console';
}
