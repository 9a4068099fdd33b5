import type { Column } from '../display/VirtualTable';

/** A column whose header is plain text, so an export can reuse it as the CSV header. */
export type TextColumn<R> = Column<R> & { header: string };
