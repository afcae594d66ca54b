/**
 * A patch snapshot in the report's PDF: the image (or a grey frame saying 'Image not available') framed in the
 * patch's colour, a point's marker and the scale bar, as one Figure of the structure tree whose alternative text
 * says what the picture is (slide, region or point, magnification, scale, note); then its caption and note.
 */
import { rgb } from 'pdf-lib';
import { FlowDocument, MUTED, PAGE } from './layout';
import type { ReportSnapshot } from '../../../contracts/report-snapshots';

export interface PdfSnapshot {
  snapshot: ReportSnapshot;
  image: { bytes: Uint8Array; contentType: string } | null;
}

function hexColor(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

export async function drawSnapshot(flow: FlowDocument, { snapshot, image }: PdfSnapshot) {
  const maxWidth = Math.min(flow.contentWidth, 360);
  const scale = Math.min(maxWidth / snapshot.widthPx, 260 / snapshot.heightPx, 1.2);
  const width = snapshot.widthPx * scale;
  const height = snapshot.heightPx * scale;
  const caption = `${snapshot.slideName} - ${snapshot.isPoint ? 'point' : 'region'} at ${snapshot.magnification}`;
  const note = snapshot.note.trim() || 'No note.';
  flow.keep(height + 24 + flow.measure(caption, { size: 9 }) + flow.measure(note));
  const top = flow.y;
  const x = PAGE.margin;
  const embedded = image
    ? image.contentType === 'image/jpeg'
      ? await flow.pdf.embedJpg(image.bytes)
      : await flow.pdf.embedPng(image.bytes)
    : null;
  const alt = `${caption}${snapshot.scaleBar ? `, scale bar ${snapshot.scaleBar.label}` : ''}. ${note}`;
  const page = flow.page;
  flow.tags.mark(page, flow.tags.element('Figure', alt), () => {
    if (embedded) page.drawImage(embedded, { x, y: top - height, width, height });
    else {
      page.drawRectangle({ x, y: top - height, width, height, color: rgb(0.94, 0.95, 0.96) });
      page.drawText('Image not available', {
        x: x + 8,
        y: top - 16,
        size: 9,
        font: flow.regular,
        color: MUTED,
      });
    }
    page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: hexColor(snapshot.color),
      borderWidth: 2,
    });
    if (snapshot.marker) {
      page.drawCircle({
        x: x + snapshot.marker.x * width,
        y: top - snapshot.marker.y * height,
        size: 6,
        borderColor: hexColor(snapshot.color),
        borderWidth: 2,
      });
    }
    if (snapshot.scaleBar) {
      const barWidth = snapshot.scaleBar.widthPx * scale;
      const y = top - height - 8;
      page.drawRectangle({ x, y: y - 4, width: barWidth, height: 3, color: rgb(0, 0, 0) });
      page.drawText(flow.lines(snapshot.scaleBar.label)[0] ?? '', {
        x: x + barWidth + 6,
        y: y - 6,
        size: 8.5,
        font: flow.regular,
      });
    }
  });
  flow.y = top - height - 8 - (snapshot.scaleBar ? 14 : 0);
  const swatchY = flow.y - 9;
  flow.decoration((p) =>
    p.drawRectangle({ x, y: swatchY, width: 8, height: 8, color: hexColor(snapshot.color) }),
  );
  flow.text(caption, { size: 9, bold: true, indent: 12, after: 2 });
  flow.text(note, { after: 12 });
}
