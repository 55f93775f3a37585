"""Which runs can answer which question, stated in the report.

latency      multi-threaded TCG or real CPUs (bare metal, KVM): CPUs run in
             parallel, so a task's elapsed time is what a user waits.
total work   real CPUs (bare metal, KVM): the scheduler accounts each
             task's and the drain worker's CPU time exactly (zsprobe's
             sched_switch accounting, cgroup v2 cpu.stat), so task + worker
             is the work.  Or icount with one vCPU: every guest nanosecond
             is one instruction on the only CPU.  Under icount with 2 vCPUs
             both run on one host thread and the guest clock advances with
             every vCPU's instructions, so a task's CPU time also counts the
             other vCPU's work (double counting); multi-threaded TCG's CPU
             times are host time of emulation, not the kernel's work.
isolation    multi-threaded TCG or real CPUs with at least 10 kills per
             cell (each kill one sample); never icount, where one host
             thread runs every vCPU and cross-CPU interference cannot show.
             Only real CPUs show cache-line and atomic contention.
"""
from . import experiments as ex
from .resultset import accelerator, dig, vcpus

ISOLATION_MIN_KILLS = 10

# machine.virt of sets measured on real CPUs
REAL_CPUS = ("bare", "kvm")
SCHEDULER = "the scheduler's CPU time on real CPUs (zsprobe's sched_switch accounting, cgroup cpu.stat)"
ICOUNT_1 = "icount with one vCPU"

METHODS = {
    "latency": "multi-threaded TCG or real CPUs",
    "total work": f"{SCHEDULER}, or {ICOUNT_1}",
    "isolation": f"multi-threaded TCG or real CPUs with n >= {ISOLATION_MIN_KILLS} kills per cell, never icount",
}

# question -> (method, experiments whose sets feed it besides the standard sets)
QUESTION_METHOD = {
    "q1": ("latency", ()), "q2": ("total work", ("totalwork",)),
    "q3": ("latency", ("release", "release-alloc")), "q4": ("isolation", ("isolation",)),
    "q5": ("latency", ("footprint",)), "q6": ("total work", ("totalwork",)),
    "q7": ("latency", ("zswap",)), "q8": ("latency", ()), "q9": ("latency", ()),
    "q10": ("latency", ()),
}


def env(s):
    """'QEMU TCG with 2 vCPUs', 'bare metal with 2 CPUs': set s's machine."""
    if dig(s.meta, "machine.virt") in REAL_CPUS:
        n = dig(s.meta, "machine.ncpus")
        return f"{accelerator(s)} with {n} CPU" + ("" if n == 1 else "s")
    return f"{accelerator(s)} with {vcpus(s)}"


def feeding_sets(qid, sets, others):
    _, names = QUESTION_METHOD[qid]
    exp = [s for g_name in names for g in ex.groups(sets + others, g_name) for s in g.sets]
    return exp or sets


def total_work_how(s):
    """Which total-work method set s's machine gives, or None."""
    virt, ncpus = dig(s.meta, "machine.virt"), dig(s.meta, "machine.ncpus")
    if virt in REAL_CPUS:
        return SCHEDULER
    if virt == "qemu-icount" and ncpus == 1:
        return ICOUNT_1
    return None


def meets(method, s):
    """None, or why set s cannot answer a question of this method (without
    its label, so that sets failing for the same reason group together)."""
    virt = dig(s.meta, "machine.virt")
    if method == "total work":
        if total_work_how(s) is None:
            return f"ran under {env(s)}"
    elif virt == "qemu-icount":
        return f"ran under {env(s)}"
    if method == "isolation":
        n = min((len(v) for v in s.cells().values()), default=0)
        if n < ISOLATION_MIN_KILLS:
            return f"have {n} kills per cell"
    return None


def check(qid, sets, others):
    """(method text, [problems]) for the sets that feed question qid."""
    method, names = QUESTION_METHOD[qid]
    feed = feeding_sets(qid, sets, others)
    if method == "isolation" and not any(ex.groups(sets + others, n) for n in names):
        return f"{method}: {METHODS[method]}", ["no isolation experiment set among the inputs"]
    by_reason = {}
    for s in feed:
        why = meets(method, s)
        if why:
            by_reason.setdefault(why, []).append(s.label)
    problems = [f"{len(labels)} of the {len(feed)} sets that feed it {why} ({', '.join(labels)})"
                if len(labels) < len(feed) else f"all {len(feed)} sets that feed it {why}"
                for why, labels in by_reason.items()]
    accs = sorted({accelerator(s) for s in feed})
    if len(accs) > 1:
        problems.insert(0, "the inputs mix " + " and ".join(accs) + " figures, which are not comparable")
    return f"{method}: {used(method, feed) if not problems else METHODS[method]}", problems


def used(method, feed):
    """The method the feeding sets answer by: for total work, which of the
    two (the scheduler's accounting on real CPUs, icount) they use."""
    if method == "total work":
        return " and ".join(dict.fromkeys(total_work_how(s) for s in feed))
    return METHODS[method]
