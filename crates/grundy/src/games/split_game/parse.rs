//! Reading split-game's contest format: `t` (the driver reads it, as "the number of tests t"),
//! then per test `n` and the bean counts `p_0 .. p_(n-1)`.
//!
//! Both solvers read a test through [`read_bottle_count`] and [`read_beans`], so every method
//! rejects the same inputs with the same message.

use crate::input::{InputError, Scanner};

/// The most bottles a test may have: the fast method is quadratic in `n`
/// (`docs/games/split-game.md`), so larger tests are refused rather than left to run for minutes.
pub const MAX_BOTTLES: u64 = 10_000;

/// Reads `n`, the number of bottles of a test (from 1 to [`MAX_BOTTLES`]).
pub fn read_bottle_count(scanner: &mut Scanner<'_>) -> Result<usize, InputError> {
    scanner.skip_separators();
    let start = scanner.position();
    let n = scanner.next_u64("the number of bottles n")?;
    if n == 0 || n > MAX_BOTTLES {
        let hint = if n == 0 {
            ""
        } else {
            " (the method is quadratic in n, so larger tests are refused)"
        };
        return Err(scanner.error_at(
            start,
            format!("the number of bottles n {n} is out of range 1..{MAX_BOTTLES}{hint}"),
        ));
    }
    Ok(n as usize)
}

/// Reads the `n` bean counts of a test into `beans` (cleared first).
pub fn read_beans(
    scanner: &mut Scanner<'_>,
    n: usize,
    beans: &mut Vec<u64>,
) -> Result<(), InputError> {
    beans.clear();
    beans.reserve(n);
    for bottle in 0..n {
        scanner.skip_separators();
        let start = scanner.position();
        match scanner.next_u64("a bean count") {
            Ok(count) => beans.push(count),
            Err(_) => {
                // Read the token again under its full name, for the message only.
                scanner.seek(start);
                let name = format!("the bean count p_{bottle} of bottle {bottle}");
                return Err(scanner
                    .next_u64(&name)
                    .err()
                    .unwrap_or_else(|| scanner.error_at(start, format!("{name} is not valid"))));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn beans_of(text: &str, n: usize) -> Result<Vec<u64>, InputError> {
        let mut scanner = Scanner::new(text.as_bytes());
        scanner.set_test(Some(1));
        let mut beans = Vec::new();
        read_beans(&mut scanner, n, &mut beans).map(|()| beans)
    }

    #[test]
    fn reads_counts_up_to_64_bits() {
        assert_eq!(
            beans_of("1 0\n18446744073709551615", 3).unwrap(),
            vec![1, 0, u64::MAX]
        );
    }

    #[test]
    fn names_the_bottle_and_line() {
        let error = beans_of("1 0\n2 x", 4).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2 (test 1): expected the bean count p_3 of bottle 3 (an unsigned integer), \
             found 'x'"
        );
        let error = beans_of("1\n-2", 2).unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.contains("negative"), "{error}");
        let error = beans_of("18446744073709551616", 1).unwrap_err();
        assert!(error.message.contains("p_0"), "{error}");
        assert!(error.message.contains("does not fit in 64 bits"), "{error}");
        let error = beans_of("1 2\n", 3).unwrap_err();
        assert_eq!(error.line, 1);
        assert!(
            error
                .message
                .contains("ends where the bean count p_2 of bottle 2 was expected"),
            "{error}"
        );
    }

    #[test]
    fn bottle_counts_are_limited() {
        let count = |text: &str| {
            let mut scanner = Scanner::new(text.as_bytes());
            read_bottle_count(&mut scanner)
        };
        assert_eq!(count("1").unwrap(), 1);
        assert_eq!(count("10000").unwrap(), 10_000);
        let error = count("\n0").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2: the number of bottles n 0 is out of range 1..10000"
        );
        let error = count("10001").unwrap_err();
        assert!(error.message.contains("quadratic"), "{error}");
    }
}
