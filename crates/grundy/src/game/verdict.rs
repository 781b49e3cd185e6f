//! Who wins a test's game with perfect play: the first player, the second, or neither (a draw).

use std::fmt;

/// Who wins a test's game with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The player who moves first wins.
    First,
    /// The player who moves second wins.
    Second,
    /// Neither wins: the game is drawn (endless play, or a game that ends with no winner).
    Draw,
}

impl Verdict {
    /// `First` when the first player wins, else `Second`: the verdict of a game that cannot be
    /// drawn.
    pub fn of_first_player_wins(first_player_wins: bool) -> Self {
        if first_player_wins {
            Verdict::First
        } else {
            Verdict::Second
        }
    }

    /// The JSON convention's word: `first`, `second` or `draw`.
    pub fn key(self) -> &'static str {
        match self {
            Verdict::First => "first",
            Verdict::Second => "second",
            Verdict::Draw => "draw",
        }
    }

    /// The verdict in the words every explanation uses: "the first player wins", "the second
    /// player wins", "a draw".
    pub fn words(self) -> &'static str {
        match self {
            Verdict::First => "the first player wins",
            Verdict::Second => "the second player wins",
            Verdict::Draw => "a draw",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.key())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_keys() {
        assert_eq!(Verdict::of_first_player_wins(true), Verdict::First);
        assert_eq!(Verdict::of_first_player_wins(false), Verdict::Second);
        assert_eq!(Verdict::Draw.key(), "draw");
        assert_eq!(Verdict::Second.to_string(), "second");
        assert_eq!(Verdict::First.words(), "the first player wins");
    }
}
