/** The styles a chart's SVG takes from the page (Mantine's CSS variables), written onto each copied element. */
const carriedStyles = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;

/** A line under the chart in the image: a legend entry, with its colour (any CSS colour, `var(--…)` too). */
export interface ChartImageLine {
  text: string;
  color?: string;
}

/** A CSS colour as the page resolves it (`var(--mantine-color-teal-6)` → `#12b886`). */
function resolvedColor(color: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
  return variable ? getComputedStyle(document.documentElement).getPropertyValue(variable).trim() : color;
}

/** The chart's SVG, standing alone: computed styles written onto each copied element. */
async function svgImage(svg: SVGSVGElement, width: number, height: number): Promise<HTMLImageElement> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const live = [svg, ...svg.querySelectorAll('*')];
  const copied = [copy, ...copy.querySelectorAll('*')];
  live.forEach((element, i) => {
    const style = getComputedStyle(element);
    const target = copied[i] as SVGElement;
    for (const name of carriedStyles) target.style.setProperty(name, style.getPropertyValue(name));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  return image;
}

const PAD = 16;
const TITLE_HEIGHT = 36;
const LINE_HEIGHT = 22;

/**
 * A PNG of a chart as it shows on screen, with its title above and its legend below, on a white
 * background at twice its size: the SVG draws with the page's CSS variables, which a standalone
 * image does not have, so it is copied with its computed styles and drawn onto a canvas.
 */
export async function chartPng(
  svg: SVGSVGElement,
  title: string,
  lines: ChartImageLine[] = [],
): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const image = await svgImage(svg, width, height);
  const font = getComputedStyle(svg).fontFamily || 'sans-serif';
  const scale = 2;
  const fullWidth = Math.max(width, 320) + PAD * 2;
  const fullHeight =
    PAD + TITLE_HEIGHT + height + (lines.length > 0 ? PAD + lines.length * LINE_HEIGHT : 0) + PAD;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(fullWidth * scale);
  canvas.height = Math.ceil(fullHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, fullWidth, fullHeight);
  context.fillStyle = '#1a1b1e';
  context.font = `bold 18px ${font}`;
  context.textBaseline = 'top';
  context.fillText(title, PAD, PAD);
  context.drawImage(image, PAD, PAD + TITLE_HEIGHT, width, height);
  context.font = `14px ${font}`;
  lines.forEach((line, i) => {
    const y = PAD + TITLE_HEIGHT + height + PAD + i * LINE_HEIGHT;
    let x = PAD;
    if (line.color) {
      context.fillStyle = resolvedColor(line.color);
      context.fillRect(x, y + 3, 10, 10);
      x += 18;
    }
    context.fillStyle = '#1a1b1e';
    context.fillText(line.text, x, y);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}
