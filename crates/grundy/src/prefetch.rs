//! Software prefetching: a hint that an element will be read soon, so that independent random
//! accesses into large arrays overlap instead of waiting for memory one at a time.
//!
//! The solvers for the large tree games spend their time on cache misses, not arithmetic
//! (shared/design.md, "Speed"); prefetching a few dozen steps ahead hides most of that latency.
//! On targets without a prefetch instruction this does nothing.

/// Hints that `slice[index]` will be read soon. An index out of bounds is harmless (a prefetch of
/// any address is only a hint, and never faults), so none is checked: the callers prefetch a fixed
/// distance ahead, near the end of their arrays too, and a check would cost a compare and a branch
/// on every step of their hottest loops.
#[inline(always)]
pub fn prefetch<T>(slice: &[T], index: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        let address = slice.as_ptr().wrapping_add(index).cast::<i8>();
        // SAFETY: a prefetch is only a hint to the cache: it never faults (whatever the address,
        // mapped or not), reads nothing the program can observe and writes nothing; the address
        // is computed with wrapping arithmetic, never dereferenced. SSE, which provides the
        // instruction, is part of the x86_64 baseline.
        #[allow(unsafe_code)]
        unsafe {
            core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(address);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, index);
}

/// How many items ahead [`looking_ahead`] touches.
pub const BATCH: usize = 32;

/// Handles `items` in order, having called `touch` on each item [`BATCH`] items before `handle`
/// on it (to prefetch whatever handling it will touch in `state`), so that the cache misses of
/// that many items overlap instead of following one another. The items wait in a ring of
/// [`BATCH`] slots: each gets the same lead, where handling them in batches of that many, each
/// batch touched first, left the first items of a batch only the time it took to touch the rest.
pub fn looking_ahead<S: ?Sized, T: Copy + Default>(
    items: impl IntoIterator<Item = T>,
    state: &mut S,
    touch: impl Fn(&S, T),
    mut handle: impl FnMut(&mut S, T),
) {
    let mut ring = [T::default(); BATCH];
    let mut count = 0;
    for item in items {
        touch(state, item);
        let slot = &mut ring[count % BATCH];
        if count >= BATCH {
            handle(state, *slot);
        }
        *slot = item;
        count += 1;
    }
    for waiting in count.saturating_sub(BATCH)..count {
        handle(state, ring[waiting % BATCH]);
    }
}

/// An empty vector with room for `capacity` items, whose room is asked for in huge pages
/// ([`advise_huge_pages`]) before anything is written to it.
pub fn vec_in_huge_pages<T>(capacity: usize) -> Vec<T> {
    let mut vector = Vec::with_capacity(capacity);
    advise_huge_pages(&mut vector);
    vector
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    /// What `looking_ahead` does on `count` items, in order: `('t', item)` for a touch and
    /// `('h', item)` for a handling.
    fn log_of(count: usize) -> Vec<(char, usize)> {
        let log = RefCell::new(Vec::new());
        looking_ahead(
            0..count,
            &mut (),
            |(), item| log.borrow_mut().push(('t', item)),
            |(), item| log.borrow_mut().push(('h', item)),
        );
        log.into_inner()
    }

    #[test]
    fn looking_ahead_handles_every_item_in_order_each_touched_a_ring_ahead() {
        for count in 0..3 * BATCH + 2 {
            let log = log_of(count);
            let of = |kind| -> Vec<usize> {
                log.iter()
                    .filter(|&&(what, _)| what == kind)
                    .map(|&(_, item)| item)
                    .collect()
            };
            assert_eq!(of('t'), (0..count).collect::<Vec<_>>(), "{count}");
            assert_eq!(of('h'), (0..count).collect::<Vec<_>>(), "{count}");
            let at = |step| log.iter().position(|&entry| entry == step).unwrap();
            for item in 0..count {
                // Touched before it is handled, and the item BATCH places on is touched
                // right before it is handled (when there is one).
                assert!(at(('t', item)) < at(('h', item)), "{count} {item}");
                if item + BATCH < count {
                    assert_eq!(at(('t', item + BATCH)) + 1, at(('h', item)), "{count}");
                }
            }
        }
    }
}
