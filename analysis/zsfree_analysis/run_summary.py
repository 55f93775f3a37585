"""Which runs were used: the statement printed above every comparison."""


def usage_lines(sets):
    """One line per set: valid runs used, rejected (with reasons), warm-ups
    excluded, and the set's status when it did not complete."""
    lines = []
    for s in sets:
        rej = s.reject_reasons()
        line = f"{s.label}: {len(s.valid)} of {len(s.measured)} runs valid"
        if rej:
            line += f", {len(s.rejected)} rejected (" + "; ".join(
                f"{n}x {why}" for why, n in sorted(rej.items())) + ")"
        else:
            line += ", 0 rejected"
        line += f", {len(s.warmups)} warm-ups excluded"
        status = s.meta.get("status")
        if status and status != "complete":
            line += f"; set status: {status}"
        lines.append(line)
    return lines


def inputs_doc(sets):
    """The inputs block of the JSON export."""
    return [{"label": s.label, "path": s.path, "kernel_release": (s.meta.get("kernel") or {}).get("release"),
             "runs_measured": len(s.measured), "runs_valid": len(s.valid),
             "runs_rejected": len(s.rejected), "reject_reasons": s.reject_reasons(),
             "warmups": len(s.warmups), "status": s.meta.get("status")} for s in sets]


def probe_lines(sets):
    """One line per probed set: probe files found for valid runs, and any
    that lost events (drops) or were interrupted, so no loss goes unstated."""
    lines = []
    for s in sets:
        if not s.has_probes():
            continue
        n = missing = lossy = interrupted = 0
        ringbuf = map_full = 0
        for r in s.valid:
            p = s.probe(r["run_id"])
            if p is None:
                missing += 1
                continue
            n += 1
            drops = p.get("drops") or {}
            rb, mf = drops.get("ringbuf") or 0, drops.get("map_full") or 0
            if rb or mf:
                lossy += 1
                ringbuf, map_full = ringbuf + rb, map_full + mf
            if p.get("interrupted"):
                interrupted += 1
        line = f"{s.label}: {n} probe files for {len(s.valid)} valid runs"
        if missing:
            line += f", {missing} missing"
        line += f"; {lossy} lost events" + (f" (ringbuf {ringbuf}, map_full {map_full})" if lossy else "")
        if interrupted:
            line += f"; {interrupted} interrupted"
        lines.append(line)
    return lines
