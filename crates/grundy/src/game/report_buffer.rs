//! The reports' way out: text gathered in one buffer and handed to the writer whenever the buffer
//! holds a chunk, also in the middle of one test's report. A report of a few hundred megabytes
//! (every winning move of a big test, with `--all`) then needs a chunk of memory, not its size.
//!
//! Between tests the buffer holds whole reports only: a report that was handed over in part is
//! handed over to its end when it ends ([`ReportBuffer::end_report`]). A process that stops
//! between tests (out of memory while solving the next one) has then written whole reports.

use std::fmt;
use std::io::{self, Write};

/// How many bytes of reports are gathered before they are handed to the writer at once: the
/// answers of many small tests go out in one write rather than one call each.
pub const REPORT_CHUNK: usize = 1 << 16;

/// Report text on its way to a writer (or kept whole in memory, for tests and small uses).
///
/// Writing to it never fails: the writer's first error is kept, later text is dropped, and
/// [`ReportBuffer::finish`] returns the error. A report cannot fail half way, so a test's report
/// is still written whole or not at all unless the output itself fails.
pub struct ReportBuffer<'w> {
    text: Vec<u8>,
    writer: Option<&'w mut dyn Write>,
    error: Option<io::Error>,
    /// Whether part of the report being written was handed over already.
    split: bool,
}

impl<'w> ReportBuffer<'w> {
    /// A buffer handing its text to `writer` in chunks of [`REPORT_CHUNK`] bytes.
    pub fn new(writer: &'w mut dyn Write) -> Self {
        ReportBuffer {
            text: Vec::with_capacity(REPORT_CHUNK),
            writer: Some(writer),
            error: None,
            split: false,
        }
    }

    /// A buffer that keeps all its text, for [`ReportBuffer::into_text`].
    pub fn in_memory() -> ReportBuffer<'static> {
        ReportBuffer {
            text: Vec::new(),
            writer: None,
            error: None,
            split: false,
        }
    }

    /// Appends text.
    pub fn push_str(&mut self, text: &str) {
        self.extend_from_slice(text.as_bytes());
    }

    /// Appends one character.
    pub fn push(&mut self, character: char) {
        self.push_str(character.encode_utf8(&mut [0; 4]));
    }

    /// Appends bytes.
    pub fn extend_from_slice(&mut self, bytes: &[u8]) {
        self.text.extend_from_slice(bytes);
        if self.text.len() >= REPORT_CHUNK {
            self.split = true;
            self.hand_over(REPORT_CHUNK);
        }
    }

    /// The buffer itself, for writers of whole lines ([`super::Answer::contest`]).
    pub(crate) fn bytes(&mut self) -> &mut Vec<u8> {
        &mut self.text
    }

    /// Marks the end of one test's report: the text is handed over when it holds a chunk, or
    /// when part of this report was handed over already (so that the rest follows it now).
    pub fn end_report(&mut self) {
        let at_least = if self.split { 1 } else { REPORT_CHUNK };
        self.split = false;
        self.hand_over(at_least);
    }

    /// Hands the text to the writer once it holds at least `at_least` bytes.
    fn hand_over(&mut self, at_least: usize) {
        if self.text.len() < at_least.max(1) {
            return;
        }
        let Some(writer) = self.writer.as_mut() else {
            return;
        };
        if self.error.is_none() {
            if let Err(error) = writer.write_all(&self.text) {
                self.error = Some(error);
            }
        }
        self.text.clear();
    }

    /// Hands the rest of the text to the writer; the writer's first error, if any.
    pub fn finish(mut self) -> io::Result<()> {
        self.hand_over(1);
        match self.error {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }

    /// All the text of an in-memory buffer (what was not handed to a writer).
    pub fn into_text(self) -> Vec<u8> {
        self.text
    }
}

impl fmt::Write for ReportBuffer<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push_str(text);
        Ok(())
    }
}

impl Write for ReportBuffer<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_reaches_the_writer_in_chunks_and_whole() {
        let mut written = Vec::new();
        let mut buffer = ReportBuffer::new(&mut written);
        let line = "x".repeat(1000);
        for _ in 0..100 {
            let _ = fmt::Write::write_fmt(&mut buffer, format_args!("{line}\n"));
        }
        // 100,100 bytes: one chunk went out as soon as the buffer held one.
        assert!(buffer.text.len() < REPORT_CHUNK);
        // The rest of a report handed over in part follows it when the report ends.
        buffer.end_report();
        assert!(buffer.text.is_empty());
        // Small reports stay until they make a chunk.
        buffer.push_str("short\n");
        buffer.end_report();
        assert_eq!(buffer.text.len(), 6);
        buffer.finish().unwrap();
        assert_eq!(written.len(), 100 * 1001 + 6);
        assert!(written.iter().all(|&b| b"xshort\n".contains(&b)));
    }

    #[test]
    fn the_first_write_error_is_kept_and_returned() {
        struct Failing(usize);
        impl Write for Failing {
            fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
                self.0 += 1;
                let _ = bytes;
                Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut failing = Failing(0);
        let mut buffer = ReportBuffer::new(&mut failing);
        buffer.push_str(&"y".repeat(REPORT_CHUNK));
        buffer.push_str(&"y".repeat(REPORT_CHUNK));
        let error = buffer.finish().unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::BrokenPipe);
        assert_eq!(failing.0, 1, "no write after the first error");
    }

    #[test]
    fn an_in_memory_buffer_keeps_everything() {
        let mut buffer = ReportBuffer::in_memory();
        buffer.push_str(&"z".repeat(3 * REPORT_CHUNK));
        buffer.push('é');
        buffer.bytes().extend_from_slice(b"!");
        assert_eq!(buffer.into_text().len(), 3 * REPORT_CHUNK + 3);
    }
}
