//! A fan: a layer wrapped into several rows whose items all hang from one same item, the hub (a
//! star's leaves under its centre). Straight edges from the hub to the lower rows would pass
//! between the nodes of the rows above and crowd around the hub; a fan is drawn as an organisation
//! chart is instead: an aisle is left in the middle of every row under the hub, a trunk runs from
//! the hub down the aisle, a bus along the top of each row (along its bottom when the hub is
//! below), and each edge is the short tick from its bus to its item, where its colour and label
//! are.

/// The width of the aisle the trunk runs down.
pub(crate) const AISLE: f64 = 36.0;
/// How far from its row a bus runs (room for the ticks' labels).
const DROP: f64 = 34.0;

/// A fan: its hub and its rows (indices into the layout's rows).
pub(crate) struct Fan {
    pub(crate) hub: usize,
    pub(crate) rows: Vec<usize>,
}

/// The item that every one of `members` has as its only neighbour in `neighbours`, if any, and
/// there are at least two members.
pub(crate) fn hub(members: &[usize], neighbours: &[Vec<usize>]) -> Option<usize> {
    let first = *members.first()?;
    let hub = match neighbours[first].as_slice() {
        [hub] => *hub,
        _ => return None,
    };
    (members.len() >= 2 && members.iter().all(|&item| neighbours[item] == [hub])).then_some(hub)
}

/// Moves each row of `fan` to either side of an aisle under (or over) its hub: the first half of
/// its items to the left, the rest to the right, packed `gap` apart.
pub(crate) fn open_aisle(
    fan: &Fan,
    rows: &[(usize, Vec<usize>)],
    x: &mut [f64],
    widths: &[f64],
    gap: impl Fn(usize, usize) -> f64,
) {
    let middle = x[fan.hub];
    for &index in &fan.rows {
        let row = &rows[index].1;
        let (left, right) = row.split_at(row.len() / 2);
        let mut edge = middle + AISLE / 2.0;
        for (position, &item) in right.iter().enumerate() {
            if position > 0 {
                edge += gap(right[position - 1], item);
            }
            x[item] = edge + widths[item] / 2.0;
            edge += widths[item];
        }
        let mut edge = middle - AISLE / 2.0;
        for (position, &item) in left.iter().enumerate().rev() {
            if position + 1 < left.len() {
                edge -= gap(item, left[position + 1]);
            }
            x[item] = edge - widths[item] / 2.0;
            edge -= widths[item];
        }
    }
}

/// The height of each of `fan`'s buses (one per row, in order), from the rows' centres and
/// heights: [`DROP`] above the row when the hub is above it, below it otherwise.
pub(crate) fn buses(
    fan: &Fan,
    rows: &[(usize, Vec<usize>)],
    y: &[f64],
    heights: &[f64],
) -> Vec<f64> {
    fan.rows
        .iter()
        .map(|&index| {
            let row = &rows[index].1;
            let centre = y[row[0]];
            let half = row.iter().map(|&item| heights[item]).fold(0.0, f64::max) / 2.0;
            if y[fan.hub] < centre {
                centre - half - DROP
            } else {
                centre + half + DROP
            }
        })
        .collect()
}

/// The lines that `fan`'s edges share: the trunk from the hub's border (`hub_height` tall) to
/// the farthest bus, and each bus from its row's first item to its last (and the trunk).
pub(crate) fn shared(
    fan: &Fan,
    rows: &[(usize, Vec<usize>)],
    buses: &[f64],
    x: &[f64],
    y: &[f64],
    hub_height: f64,
) -> Vec<[(f64, f64); 2]> {
    let (hub_x, hub_y) = (x[fan.hub], y[fan.hub]);
    let farthest = buses
        .iter()
        .copied()
        .max_by(|a, b| (a - hub_y).abs().total_cmp(&(b - hub_y).abs()))
        .unwrap_or(hub_y);
    let side = if farthest > hub_y { 1.0 } else { -1.0 };
    let mut lines = vec![[(hub_x, hub_y + side * hub_height / 2.0), (hub_x, farthest)]];
    for (&index, &bus) in fan.rows.iter().zip(buses) {
        let row = &rows[index].1;
        let left = row.iter().map(|&item| x[item]).fold(hub_x, f64::min);
        let right = row.iter().map(|&item| x[item]).fold(hub_x, f64::max);
        lines.push([(left, bus), (right, bus)]);
    }
    lines
}
