/**
 * Grey tiles standing in for profiles while a lander's strip loads (same box as the real tiles,
 * so nothing shifts). `ratio` is width / height of one tile.
 */
export function TileSkeletons({ count, className, ratio = 1 }: { count: number; className: string; ratio?: number }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="col">
          <div className="bg-body-secondary rounded-3 w-100" style={{ aspectRatio: String(ratio) }} />
        </div>
      ))}
    </div>
  );
}
