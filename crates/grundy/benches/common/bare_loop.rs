//! The bare loop that every benchmark runs beside the solver and the parse-only baseline, in the
//! same run: read every byte once and accumulate the digits of each run of digits, adding the
//! numbers up, with no validation and no `Scanner` (what a plain C `fread` loop does). It is the
//! least any reader of the file must do; the README's tables give each time as a ratio to it.

/// The wrapping sum of the runs of digits in `bytes`, a byte at a time: a digit extends the
/// current number, any other byte ends it.
pub fn bare_loop(bytes: &[u8]) -> u64 {
    let mut sum = 0u64;
    let mut value = 0u64;
    for &byte in bytes {
        let digit = byte.wrapping_sub(b'0');
        if digit < 10 {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
        } else {
            sum = sum.wrapping_add(value);
            value = 0;
        }
    }
    sum.wrapping_add(value)
}
