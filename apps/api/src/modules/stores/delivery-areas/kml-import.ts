import { kml } from '@tmcw/togeojson';
import { DOMParser, type Document, ParseError } from '@xmldom/xmldom';
import { textOfUpload } from '../../../lib/upload-text.js';
import { DELIVERY_AREAS_FILE_FIELD, type DeliveryAreaDraft } from './delivery-area.js';
import { draftsFromFeatures } from './features-to-drafts.js';
import { fileTypeNotAllowed, importMessages, invalidFile } from './import-errors.js';

const looksLikeHtml = (text: string) => /^<(!doctype\s+html|html[\s>])/i.test(text);

// KML never needs a DTD; refusing any before parsing rules out XXE and entity expansion bombs.
const declaresDtd = (text: string) => /<!\s*(DOCTYPE|ENTITY)/i.test(text);

/**
 * xmldom recovers from many errors by default; a zone file that is not well-formed may have
 * been cut short, so every report (warning included) stops parsing and refuses the file.
 */
function parseXml(text: string): Document {
  const stop = (_level: string, message: string) => {
    throw new Error(message);
  };
  try {
    return new DOMParser({ onError: stop }).parseFromString(text, 'text/xml');
  } catch (error) {
    const line = error instanceof ParseError ? error.locator?.lineNumber : undefined;
    throw invalidFile(
      line ? `${importMessages.malformedXml} (cerca de la línea ${line})` : importMessages.malformedXml,
    );
  }
}

/**
 * The polygons of a KML upload as delivery areas, or the AppError that explains why not:
 * 413 over 1.5 MB, 415 when the bytes are not a KML (KMZ, image, HTML, other XML),
 * 422 when empty, with a DTD, not well-formed, without polygons or over the limits.
 */
export function parseDeliveryAreasKml(bytes: Buffer): DeliveryAreaDraft[] {
  const text = textOfUpload(bytes, importMessages.notKml, DELIVERY_AREAS_FILE_FIELD);
  if (!text.startsWith('<') || looksLikeHtml(text)) throw fileTypeNotAllowed(importMessages.notKml);
  if (declaresDtd(text)) throw invalidFile(importMessages.doctype);
  const document = parseXml(text);
  if (document.documentElement?.localName !== 'kml') throw fileTypeNotAllowed(importMessages.notKml);
  return draftsFromFeatures(kml(document).features);
}
