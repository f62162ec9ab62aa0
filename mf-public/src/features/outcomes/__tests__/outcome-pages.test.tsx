import { screen } from '@testing-library/react';
import { formMessages } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import PaymentCancelPage from '../payment-cancel-page';
import PaymentSuccessPage from '../payment-success-page';
import ThankYouPage from '../thank-you-page';

describe('result pages', () => {
  it('thanks the visitor with a tick and a way home', () => {
    renderWithStore(<ThankYouPage />, { route: '/thank-you' });
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText('Your form has been submitted successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(formMessages.contactSent)).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('confirms a successful payment', () => {
    renderWithStore(<PaymentSuccessPage />, { route: '/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.getByText(/thank you for subscribing/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });

  it('reports a failed payment', () => {
    renderWithStore(<PaymentCancelPage />, { route: '/cancel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment was failed' })).toBeInTheDocument();
    expect(screen.getByText(/try again later/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });
});
