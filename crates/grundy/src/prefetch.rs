//! Software prefetching: a hint that an element will be read soon, so that independent random
//! accesses into large arrays overlap instead of waiting for memory one at a time.
//!
//! The solvers for the large tree games spend their time on cache misses, not arithmetic
//! (shared/design.md, "Speed"); prefetching a few dozen steps ahead hides most of that latency.
//! On targets without a prefetch instruction this does nothing.

/// Hints that `slice[index]` will be read soon; does nothing when `index` is out of bounds.
#[inline(always)]
pub fn prefetch<T>(slice: &[T], index: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(item) = slice.get(index) {
        let address = (item as *const T).cast::<i8>();
        // SAFETY: a prefetch is only a hint to the cache: it never faults, reads nothing the
        // program can observe and writes nothing, and the address is of a live element. SSE, which
        // provides the instruction, is part of the x86_64 baseline.
        #[allow(unsafe_code)]
        unsafe {
            core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(address);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, index);
}

/// How many items [`in_batches`] prefetches for before it handles them.
pub const BATCH: usize = 32;

/// Handles `items` [`BATCH`] at a time: `touch` on each item of a batch first (to prefetch
/// whatever handling it will touch in `state`), then `handle` on each, so that the batch's cache
/// misses overlap instead of following one another.
pub fn in_batches<S: ?Sized, T: Copy + Default>(
    items: impl IntoIterator<Item = T>,
    state: &mut S,
    touch: impl Fn(&S, T),
    mut handle: impl FnMut(&mut S, T),
) {
    let mut items = items.into_iter();
    let mut batch = [T::default(); BATCH];
    loop {
        let mut count = 0;
        for (slot, item) in batch.iter_mut().zip(items.by_ref()) {
            touch(state, item);
            *slot = item;
            count += 1;
        }
        for &item in &batch[..count] {
            handle(state, item);
        }
        if count < BATCH {
            return;
        }
    }
}

/// Asks the kernel to back the room of `vector` (its capacity, in the whole 2 MiB pages inside
/// it) with huge pages, before it is written: an array read at random then needs one TLB entry
/// per 2 MiB instead of one per 4 KiB, and a pointer chase through a few MiB stops waiting for
/// page walks. Only a hint (Linux's `madvise(MADV_HUGEPAGE)`, honoured when transparent huge
/// pages are set to `madvise` or `always`); does nothing elsewhere or when it is refused.
pub fn advise_huge_pages<T>(vector: &mut Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 1 << 21;
        let begin = vector.as_mut_ptr() as usize;
        let end = begin + vector.capacity() * std::mem::size_of::<T>();
        let first = begin.next_multiple_of(HUGE);
        let last = end / HUGE * HUGE;
        if last > first {
            // SAFETY: the range lies inside the vector's own allocation, and `MADV_HUGEPAGE` only
            // changes how the kernel backs those pages, never their contents; a failure is
            // ignored (the pages stay small).
            #[allow(unsafe_code)]
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = vector;
}
